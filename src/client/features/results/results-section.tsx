import { type ReactNode, useId } from 'react';
import { type HeadingLevel, headingTag } from '#client/lib/results-places.ts';

/**
 * A titled part of an award's results (the podium, the complete rankings):
 * its heading at `level`, named with the award's heading on a page of
 * several (`awardHeadingId`).
 */
export function ResultsSection({
  className,
  title,
  level,
  awardHeadingId,
  children,
}: {
  className: string;
  title: string;
  level: HeadingLevel;
  awardHeadingId: string | undefined;
  children: ReactNode;
}) {
  const headingId = useId();
  const Title = headingTag(level);
  return (
    <section
      className={className}
      aria-labelledby={awardHeadingId ? `${awardHeadingId} ${headingId}` : headingId}
    >
      <Title id={headingId} className="section-title results-section__title">
        {title}
      </Title>
      {children}
    </section>
  );
}
