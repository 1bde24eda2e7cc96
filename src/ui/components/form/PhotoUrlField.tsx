import { TextField, type TextFieldProps } from './TextField';

/**
 * The account's photo, as a web address: the phone's URL keyboard, no spelling fixes, and
 * 'https://' as the start the shop accepts. The hint says what an empty field does.
 */
export function PhotoUrlField(props: Omit<TextFieldProps, 'type' | 'label'>) {
  return (
    <TextField
      label="Photo URL"
      type="url"
      autoComplete="photo"
      inputMode="url"
      spellCheck={false}
      autoCapitalize="none"
      placeholder="https://"
      {...props}
    />
  );
}
