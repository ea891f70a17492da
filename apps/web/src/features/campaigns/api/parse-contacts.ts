import { apiErrorReplySchema, parseReplySchema, type ColumnMapping, type ParseReply } from '@roost/domain';
import { ApiRequestError, SERVER_UNREACHABLE, serviceBase } from '../../../lib/api-client';

export interface UploadProgress {
  /** Bytes of the file sent so far, and the whole request's size (0 when the browser cannot tell). */
  loaded: number;
  total: number;
}

interface ParseContactsOptions {
  /** The organization or branch whose opt-outs apply; the server defaults to the person's own. */
  teamId?: string | undefined;
  onProgress?: (progress: UploadProgress) => void;
  /** Every byte is sent: the server is now reading and checking the rows. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

/**
 * POST {site}/campaign/contacts/parse as multipart/form-data: `cols` (the mapping as JSON) and `teamId`
 * first, the `file` part last, so the server can stream the file. XMLHttpRequest rather than fetch,
 * because only it reports upload progress; like apiRequest it sends the session cookie (same origin).
 */
export function parseContacts(file: File, mapping: ColumnMapping[], options: ParseContactsOptions = {}) {
  const form = new FormData();
  form.append('cols', JSON.stringify(mapping));
  if (options.teamId) form.append('teamId', options.teamId);
  form.append('file', file, file.name);

  return new Promise<ParseReply>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${serviceBase('site')}/campaign/contacts/parse`);
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'text';
    request.upload.onprogress = (event) =>
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    request.upload.onload = () => options.onUploaded?.();
    request.onerror = () => reject(new ApiRequestError(0, SERVER_UNREACHABLE));
    request.onabort = () => reject(new DOMException('The upload was canceled', 'AbortError'));
    request.onload = () => {
      const data = safeJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const parsed = parseReplySchema.safeParse(data);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiRequestError(request.status, 'Something went wrong. Please try again.'));
        return;
      }
      // Read as apiRequest reads a failure, so an error reply means the same on both paths.
      const failure = apiErrorReplySchema.safeParse(data).data;
      reject(
        new ApiRequestError(
          request.status,
          failure?.errorMessage ?? failureText(request.status),
          failure?.fields,
          data,
        ),
      );
    };
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

// A proxy in front of the server may answer a too-large body itself, without our JSON.
function failureText(status: number) {
  return status === 413 ? 'The file is too large to upload' : 'Something went wrong. Please try again.';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
