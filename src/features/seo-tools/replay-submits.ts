// Hands the forms marked data-replay-submit what the visitor did with them before the page was
// hydrated: the text typed into their fields, and a submit the inline script held back
// (submit-hold-script.ts), which is now sent again, once, with those values; from then on the
// script lets submits through.
//
// Why the values need handing over: React's hydration keeps what was typed in a field but not in
// its own state (the component still holds the empty value it was rendered with), so the visitor
// sees an address that the tool, when sent, would call missing. React decides whether a field
// changed by comparing its value with the one it last saw there; setting the field back to the
// value React rendered, through the element (React sees that), then to what was typed, through the
// browser's own setter (React does not), and firing `input` makes React report it to the
// component as typed, like any keystroke. Selects report a `change` without that comparison.
// Checkboxes, radios and file inputs are left alone: the tool forms have none that matter.
import {
  HELD_SUBMIT_PROPERTY,
  REPLAY_READY_ATTRIBUTE,
  REPLAY_SUBMIT_ATTRIBUTE,
  type ReplayableForm,
} from '../../../shared/inline-scripts/submit-hold-script';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TEXT_INPUT = /^(?:text|search|url|email|tel|number|password)$/;

/** The value React rendered in `field`, or undefined for a field this module leaves alone. */
function renderedValue(field: Element): string | undefined {
  if (field instanceof HTMLTextAreaElement) return field.defaultValue;
  if (field instanceof HTMLInputElement)
    return TEXT_INPUT.test(field.type) ? field.defaultValue : undefined;
  if (field instanceof HTMLSelectElement)
    return [...field.options].find((option) => option.defaultSelected)?.value ?? '';
  return undefined;
}

/** Reports `typed` to React as the value of `field`, as if the visitor had just typed it. */
function announce(field: Field, rendered: string, typed: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = typed;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = rendered;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Tells React about every value typed into `form` that its components have not seen. All are read
 * first: each one announced re-renders the form, which puts the others back to what React holds.
 */
function announceTypedValues(form: HTMLFormElement): void {
  const typed = [...form.elements].flatMap((field) => {
    const rendered = renderedValue(field);
    const { value } = field as Field;
    return rendered === undefined || value === rendered
      ? []
      : [{ field: field as Field, rendered, value }];
  });
  for (const { field, rendered, value } of typed) announce(field, rendered, value);
}

/**
 * Runs after hydration: announces what was typed into each replayable form, lets submits through,
 * and sends again, once, each form whose submit was held, after React has applied those values.
 */
export function replaySubmits(): void {
  const forms = [...document.querySelectorAll<ReplayableForm>(`form[${REPLAY_SUBMIT_ATTRIBUTE}]`)];
  forms.forEach(announceTypedValues);
  document.documentElement.setAttribute(REPLAY_READY_ATTRIBUTE, '');
  for (const form of forms.filter((held) => held[HELD_SUBMIT_PROPERTY])) {
    form[HELD_SUBMIT_PROPERTY] = false;
    setTimeout(() => form.requestSubmit());
  }
}
