import { Loader, Placeholder, Text } from '@aws-amplify/ui-react';

/** Grey cards while the list is on its way, and the reason for screen readers. */
export function ListSkeleton({ label, cards = 6 }: { label: string; cards?: number }) {
  return (
    <div className="ap-skeleton" aria-busy="true">
      <p className="ap-skeleton__label">
        <Loader size="small" />
        <Text as="span" role="status">
          {label}
        </Text>
      </p>
      <ul className="ap-pgrid" aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <li key={index} className="ap-pcard ap-pcard--skeleton">
            <div className="ap-pcard__thumb" />
            <div className="ap-pcard__body">
              <Placeholder size="large" width="80%" />
              <Placeholder width="50%" />
              <Placeholder width="40%" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FolderSkeleton() {
  return (
    <ul className="ap-fgrid" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className="ap-ftile ap-ftile--skeleton">
          <Placeholder width="2.75rem" height="2.25rem" />
          <span className="ap-ftile__text">
            <Placeholder width="70%" />
            <Placeholder width="40%" />
          </span>
        </li>
      ))}
    </ul>
  );
}
