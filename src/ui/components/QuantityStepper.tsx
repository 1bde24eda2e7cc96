import { Minus, Plus } from 'lucide-react';
import { StepperButton } from './StepperButton';

export interface QuantityStepperProps {
  readonly value: number;
  /** Names the group for assistive technology, e.g. 'Quantity' or 'Quantity of Snake Plant'. */
  readonly label: string;
  readonly decreaseLabel: string;
  readonly increaseLabel: string;
  readonly onDecrease: () => void;
  readonly onIncrease: () => void;
  readonly decreaseDisabled?: boolean;
  readonly increaseDisabled?: boolean;
  /** 'md' on the detail page, 'sm' in a cart line. Both keep 44 px touch targets. */
  readonly size?: 'sm' | 'md';
}

/**
 * A minus button, the current quantity and a plus button. The quantity is an
 * <output> in a polite live region, so a change is announced.
 */
export function QuantityStepper({
  value,
  label,
  decreaseLabel,
  increaseLabel,
  onDecrease,
  onIncrease,
  decreaseDisabled = false,
  increaseDisabled = false,
  size = 'md',
}: QuantityStepperProps) {
  const icon = size === 'md' ? 20 : 18;
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex items-center gap-1 rounded-full bg-white p-0.5 ring-1 ring-stone-300"
    >
      <StepperButton label={decreaseLabel} onClick={onDecrease} disabled={decreaseDisabled}>
        <Minus aria-hidden="true" width={icon} height={icon} />
      </StepperButton>
      <output
        aria-live="polite"
        aria-atomic="true"
        className={`text-center font-semibold text-stone-900 tabular-nums ${size === 'md' ? 'min-w-10 text-lg' : 'min-w-8'}`}
      >
        {value}
      </output>
      <StepperButton label={increaseLabel} onClick={onIncrease} disabled={increaseDisabled}>
        <Plus aria-hidden="true" width={icon} height={icon} />
      </StepperButton>
    </div>
  );
}
