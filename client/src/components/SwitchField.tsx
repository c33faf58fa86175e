import { Field, Switch, Text } from '@chakra-ui/react';

/** A labelled switch with an optional line of explanation under it: the one toggle of every form. */
export function SwitchField({
  label,
  checked,
  onChange,
  helper,
  alignEnd = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  helper?: string;
  /** Sits at the bottom of its grid cell, level with the inputs beside it. */
  alignEnd?: boolean;
}) {
  return (
    <Field.Root justifyContent={alignEnd ? 'end' : undefined}>
      <Switch.Root checked={checked} onCheckedChange={(event) => onChange(event.checked)} colorPalette="teal">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {helper && (
        <Text fontSize="sm" color="fg.muted">
          {helper}
        </Text>
      )}
    </Field.Root>
  );
}
