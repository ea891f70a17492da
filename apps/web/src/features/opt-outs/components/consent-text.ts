import type { ConsentEffect, ConsentEvent, ConsentEventKind } from '@roost/domain';

/** How each kind of consent event reads on the evidence page. */
export const consentKindLabels: Record<ConsentEventKind, string> = {
  upload: 'Lead file uploaded for a campaign',
  site: "Homeowner's own setting on the site",
  'reply-stop': 'Texted STOP (or an opt-out phrase)',
  'reply-start': 'Texted START',
  'reply-help': 'Texted HELP',
  'carrier-opt-out': 'Carrier reported an opt-out',
  'admin-opt-out': 'Opted out by an admin',
  'admin-undo': 'Opt-out undone by an admin',
};

export const consentEffectLabels: Record<ConsentEffect, string> = {
  grant: 'Consent given',
  revoke: 'Consent withdrawn',
  note: 'Recorded',
};

/** Who acted: the uploader or admin by e-mail, else their id; null when the contact or the carrier did. */
export const actorText = (event: ConsentEvent) => event.actorEmail ?? event.actorId;
