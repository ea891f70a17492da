import Typography from '@mui/material/Typography';
import type { AdminLog } from '@roost/domain';

/** An audit action as a reader says it: 'campaign.paused' -> 'Campaign paused'; other actions as logged. */
export function actionLabel(action: string): string {
  if (!/^[a-z]+\.[a-z_]+$/.test(action)) return action;
  const words = action.replace('optout', 'opt-out').replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Who did it: the e-mail or name as recorded, else the account's id. */
export function LogActor({ actor }: { actor: AdminLog['actor'] }) {
  if (!actor) return <>—</>;
  return <span style={{ overflowWrap: 'anywhere' }}>{actor.label ?? actor.id}</span>;
}

/** What it was done to: its kind above its name (or id). */
export function LogTarget({ target }: { target: AdminLog['target'] }) {
  if (!target) return <>—</>;
  return (
    <>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {target.type}
      </Typography>
      <span style={{ overflowWrap: 'anywhere' }}>{target.label ?? target.id}</span>
    </>
  );
}
