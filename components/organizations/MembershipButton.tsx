// One organization membership action as a button (spec 1 §4).
import type { MembershipAction } from '@/lib/contracts/organizations';
import { PostActionButton } from '../ui/PostActionButton';

export function MembershipButton({
  organizationId,
  action,
  ...rest
}: {
  organizationId: number;
  action: MembershipAction;
  label: string;
  done: string;
  confirm?: string;
  ghost?: boolean;
}) {
  return <PostActionButton path={`/organizations/${organizationId}/membership`} body={action} {...rest} />;
}
