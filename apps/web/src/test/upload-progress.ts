import { vi } from 'vitest';

/**
 * The same fields in a FormData of Node's own: Node's fetch cannot read jsdom's files (it sends them empty), and the
 * test API reads the upload as the server does, from the multipart body.
 */
async function nodeFormData(form: FormData): Promise<FormData> {
  const native = await new Response(new URLSearchParams()).formData();
  for (const [name, value] of form) {
    if (typeof value === 'string') native.append(name, value);
    else {
      // A Response's blob is Node's own, which its fetch can read.
      const bytes = await new Response(await value.arrayBuffer(), { headers: { 'content-type': value.type } }).blob();
      native.append(name, bytes, value.name);
    }
  }
  return native;
}

/**
 * Stands in for XMLHttpRequest (jsdom's would go to the network): the request goes through fetch to the test API,
 * after reporting upload progress at half and all of the file.
 */
export function installFakeUpload() {
  let held: { promise: Promise<void>; release: () => void } | null = null;
  class FakeXhr {
    status = 0;
    responseText = '';
    responseType = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    readonly upload: {
      onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
      onload: (() => void) | null;
    } = { onprogress: null, onload: null };
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: FormData) {
      const file = body.get('file');
      const total = file instanceof File ? file.size : 0;
      void (async () => {
        await Promise.resolve();
        this.upload.onprogress?.({ loaded: Math.floor(total / 2), total, lengthComputable: true });
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (held) await held.promise;
        this.upload.onprogress?.({ loaded: total, total, lengthComputable: true });
        this.upload.onload?.();
        try {
          const response = await fetch(this.url, {
            method: this.method,
            headers: this.headers,
            body: await nodeFormData(body),
          });
          if (this.aborted) return;
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        } catch {
          if (!this.aborted) this.onerror?.();
        }
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    /** Uploads stop at half the file from now until release(). */
    hold() {
      let release = () => {};
      const promise = new Promise<void>((resolve) => (release = resolve));
      held = { promise, release };
    },
    release() {
      held?.release();
      held = null;
    },
  };
}
