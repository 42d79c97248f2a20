/** A company's activities as the classifier groups them (a section's code and name, then its classes). */
export interface IndustryCategoryView {
  id: string;
  name: string;
  industryTypes: ReadonlyArray<{ id: string; name: string }>;
}

/**
 * The company's chosen activities, section by section with their classes' codes: vHold's panel
 * (information tab) and the control center's company profile show the same list.
 */
export function IndustryList({
  categories,
  testId,
  className = "",
}: {
  categories: readonly IndustryCategoryView[];
  testId: string;
  className?: string;
}) {
  return (
    <ul className={`space-y-2 ${className}`} data-testid={testId}>
      {categories.map((category) => (
        <li key={category.id}>
          <span className="font-medium">
            {category.id}. {category.name}
          </span>
          <ul className="ms-5 list-disc text-sm">
            {category.industryTypes.map((type) => (
              <li key={type.id}>
                <span className="tabular-nums">{type.id}</span> {type.name}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
