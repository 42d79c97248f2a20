/**
 * A chart drawn on the server (app/lib/charts.server.ts) as SVG markup: shown as it came, with no
 * code of its own in the browser. The element is an image for assistive technology whose name
 * says the figures (`label`); the SVG inside is hidden from it. A legend in words goes beside it.
 */
export function ServerChart({
  svg,
  label,
  className,
  testId,
}: {
  svg: string;
  label: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className={className}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
