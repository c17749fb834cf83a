// The team by role: a bar per role sized by headcount, with the numbers in text, so the picture needs
// no separate description; what each role does folds under one quiet line (fold.tsx).
import { Fold } from './fold';

interface Role {
  role: string;
  count: number;
  does: string;
}

export function TeamComposition({ roles, total }: { roles: Role[]; total: number }) {
  const largest = Math.max(...roles.map((role) => role.count));
  return (
    <>
      <ul className="mt-6 grid gap-x-10 gap-y-5 md:grid-cols-2">
        {roles.map((role) => (
          <li key={role.role}>
            <p className="flex items-baseline justify-between gap-4">
              <span className="font-semibold">{role.role}</span>
              <span className="shrink-0 text-sm text-muted">
                {role.count} of {total}
              </span>
            </p>
            <div className="rm-bar-track mt-2" aria-hidden="true">
              <div className="rm-bar" style={{ width: `${(role.count / largest) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <Fold summary="Read what each role does" wide>
        <dl className="grid gap-x-10 gap-y-4 md:grid-cols-2">
          {roles.map((role) => (
            <div key={role.role}>
              <dt className="font-semibold">{role.role}</dt>
              <dd className="mt-1 text-sm leading-6 text-muted">{role.does}</dd>
            </div>
          ))}
        </dl>
      </Fold>
    </>
  );
}
