import { TextField, type TextFieldProps } from './TextField';

/** An email address input: the phone's email keyboard, no spelling fixes, no capital first letter. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      {...props}
    />
  );
}
