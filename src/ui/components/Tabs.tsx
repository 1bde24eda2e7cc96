import { useId, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface TabDefinition<Id extends string> {
  readonly id: Id;
  readonly label: string;
  readonly Icon: LucideIcon;
  readonly panel: ReactNode;
}

/** The tab a key moves to from `index`, or undefined for a key the tabs do not use. */
function targetOf(key: string, index: number, last: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return index === last ? 0 : index + 1;
    case 'ArrowLeft':
      return index === 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop (roving
 * tabindex), Left/Right move and wrap, Home/End jump to the ends. Every panel
 * element exists so each aria-controls points somewhere; only the selected
 * one is shown and filled.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  panelRef,
}: {
  label: string;
  tabs: readonly TabDefinition<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The selected panel, for the page to move focus to when its content goes away. */
  panelRef?: Ref<HTMLDivElement>;
}) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = targetOf(event.key, index, tabs.length - 1);
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.id);
    tabRefs.current[target]?.focus();
  }

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className="inline-flex max-w-full gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-stone-200"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold whitespace-nowrap transition sm:px-5 motion-reduce:transition-none ${
                isSelected
                  ? 'bg-brand-700 text-white shadow-sm'
                  : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
              }`}
            >
              <tab.Icon aria-hidden="true" width={18} height={18} />
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <div
            key={tab.id}
            ref={isSelected ? panelRef : undefined}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={!isSelected}
            tabIndex={0}
            className="mt-6 rounded-2xl focus-visible:outline-offset-4"
          >
            {isSelected && tab.panel}
          </div>
        );
      })}
    </>
  );
}
