// One team action as a button (spec 3 §6): respond to an invitation, leave.
import type { TeamAction } from '@/lib/contracts/teams';
import { PostActionButton } from '../ui/PostActionButton';

export function TeamButton({
  teamId,
  action,
  ...rest
}: {
  teamId: number;
  action: TeamAction;
  label: string;
  done: string;
  confirm?: string;
  ghost?: boolean;
}) {
  return <PostActionButton path={`/teams/${teamId}/membership`} body={action} {...rest} />;
}
