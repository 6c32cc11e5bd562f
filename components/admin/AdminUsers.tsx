// The users dashboard's search form and results (issue 21 §1; spec 3 §6 admin.dashboards.users):
// a plain GET form, so a search is a link an admin can share, and a table linking to each person.
import Link from 'next/link';
import { USER_ROLES, type AdminUserRow, type UserSearchQuery } from '@/lib/contracts/admin';
import { href } from '@/lib/routes/table';
import { formatTime } from '../wallet/format';
import './admin.css';

export function Roles({ user }: { user: AdminUserRow }) {
  return (
    <>
      {user.global_admin && <span className="admin-badge">admin</span>}{' '}
      {user.platform_ambassador && <span className="admin-badge">ambassador</span>}{' '}
      {user.suspended && <span className="admin-badge">suspended</span>}
    </>
  );
}

export function AdminUsers({ query, users }: { query: UserSearchQuery; users: AdminUserRow[] | null }) {
  return (
    <>
      <form className="card admin-filters" role="search" action={href('admin-dashboard.users')} method="get">
        <div className="field">
          <label htmlFor="admin-user-q">Screen name, name or email</label>
          <input id="admin-user-q" name="q" type="search" defaultValue={query.q ?? ''} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="admin-user-role">Role</label>
          <select id="admin-user-role" name="role" defaultValue={query.role ?? ''}>
            <option value="">Any</option>
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="admin-user-suspended">Suspended</label>
          <select id="admin-user-suspended" name="suspended" defaultValue={query.suspended ?? ''}>
            <option value="">Either</option>
            <option value="yes">Suspended</option>
            <option value="no">Not suspended</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="admin-user-from">Signed up from</label>
          <input id="admin-user-from" name="from" type="date" defaultValue={query.from ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="admin-user-to">to</label>
          <input id="admin-user-to" name="to" type="date" defaultValue={query.to ?? ''} />
        </div>
        <button className="btn" type="submit">
          Search
        </button>
      </form>
      <section className="card" style={{ marginTop: '1rem' }} aria-labelledby="admin-users-results">
        <h2 id="admin-users-results" style={{ marginTop: 0 }}>
          Users ({users?.length ?? 0})
        </h2>
        {!users?.length ? (
          <p className="muted">No user matches.</p>
        ) : (
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Id</th>
                  <th scope="col">Screen name</th>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Roles</th>
                  <th scope="col">Signed up</th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  <tr key={user.id}>
                    <td>{user.id}</td>
                    <td>
                      <Link href={href('admin-dashboard.user', { id: user.id })}>@{user.screen_name}</Link>
                    </td>
                    <td>{user.name}</td>
                    <td>{user.email}</td>
                    <td>
                      <Roles user={user} />
                    </td>
                    <td>{formatTime(user.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
