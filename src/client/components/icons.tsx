/**
 * Line icons drawn as SVG, not emoji: projectors and kiosks often lack an
 * emoji font. Every icon is decorative; the control beside it carries the name.
 */
type IconProps = { size?: number; className?: string };

function StrokeIcon({
  d,
  size = 20,
  strokeWidth = 2,
  className,
  directional = false,
}: IconProps & {
  d: string;
  strokeWidth?: number;
  /** Points forward or back along the line of reading: turned round right to left. */
  directional?: boolean;
}) {
  return (
    <svg
      className={directional ? `mirror-in-rtl ${className ?? ''}`.trim() : className}
      viewBox="0 0 24 24"
      width={className ? undefined : size}
      height={className ? undefined : size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const PlusIcon = (props: IconProps) => (
  <StrokeIcon d="M12 5v14M5 12h14" strokeWidth={2.5} {...props} />
);
export const CrossIcon = (props: IconProps) => (
  <StrokeIcon d="M6 6l12 12M18 6L6 18" strokeWidth={2.5} {...props} />
);
export const ChevronUpIcon = (props: IconProps) => (
  <StrokeIcon d="m6 15 6-6 6 6" strokeWidth={2.5} {...props} />
);
export const ChevronDownIcon = (props: IconProps) => (
  <StrokeIcon d="m6 9 6 6 6-6" strokeWidth={2.5} {...props} />
);
export const InfoIcon = (props: IconProps) => (
  <StrokeIcon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-4.5v-5m0-3.5h.01" {...props} />
);
export const ZoomIcon = (props: IconProps) => (
  <StrokeIcon d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" {...props} />
);
export const ExternalIcon = (props: IconProps) => (
  <StrokeIcon
    d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
    {...props}
  />
);
export const HourglassIcon = (props: IconProps) => (
  <StrokeIcon
    d="M6 3h12M6 21h12M7 3v3.5a5 5 0 0 0 2.2 4.1L12 12l2.8 1.4A5 5 0 0 1 17 17.5V21M17 3v3.5a5 5 0 0 1-2.2 4.1L12 12l-2.8 1.4A5 5 0 0 0 7 17.5V21"
    strokeWidth={1.8}
    {...props}
  />
);
export const ToolsIcon = (props: IconProps) => (
  <StrokeIcon
    d="M14.7 6.3a4 4 0 0 0-5.2 5.2L3.8 17.2a1.8 1.8 0 0 0 2.6 2.6l5.7-5.7a4 4 0 0 0 5.2-5.2l-2.5 2.5-2.3-.6-.6-2.3 2.5-2.5z"
    strokeWidth={1.8}
    {...props}
  />
);
export const ShareIcon = (props: IconProps) => (
  <StrokeIcon
    d="M12 3v12M7.5 7.5 12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7"
    {...props}
  />
);
export const CheckIcon = (props: IconProps) => (
  <StrokeIcon d="m5 12.5 4.5 4.5L19 7.5" strokeWidth={2.5} {...props} />
);
/** Points to the page's start side: left, and right in a right-to-left language. */
export const BackIcon = (props: IconProps) => (
  <StrokeIcon d="M19 12H5m6-6-6 6 6 6" directional {...props} />
);
