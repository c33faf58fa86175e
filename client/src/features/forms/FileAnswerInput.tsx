import { Button, Field, Flex, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { FORM_FILE_TYPES } from '../../../../shared/forms/fields.ts';
import { FORM_LIMITS } from '../../../../shared/limits/limits.ts';
import { FORM_FILE_MESSAGES } from '../../../../shared/forms/messages.ts';
import { fileProblem, uploadFile } from '../../lib/upload.ts';

interface Props {
  formId: string;
  label: string;
  help: string | undefined;
  required: boolean;
  accept: keyof typeof FORM_FILE_TYPES;
  value: { fileId: string; name: string } | undefined;
  error: string | undefined;
  onChange: (value: { fileId: string; name: string } | undefined) => void;
}

/** A file answer: uploaded as soon as it is chosen (the server checks its bytes), then named by its id. */
export function FileAnswerInput({ formId, label, help, required, accept, value, error, onChange }: Props) {
  const input = useRef<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const types: readonly string[] = FORM_FILE_TYPES[accept];
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const texts = { ...FORM_FILE_MESSAGES, wrongType: FORM_FILE_MESSAGES.wrongType[accept] };
    const refused = fileProblem(file, types, FORM_LIMITS.fileMaxBytes, texts);
    if (refused) return setProblem(refused);
    setBusy(true);
    setProblem(null);
    const name = file.name.slice(0, FORM_LIMITS.fileNameMax);
    const sent = await uploadFile<{ fileId: string; name?: string }>(`/uploads/form-file/${formId}?name=${encodeURIComponent(name)}`, texts, { file });
    if (sent.ok) onChange({ fileId: sent.body.fileId, name: sent.body.name ?? name });
    else setProblem(sent.message);
    setBusy(false);
  };
  const shown = problem ?? error;
  return (
    <Field.Root invalid={Boolean(shown)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <input ref={input} type="file" accept={types.join(',')} hidden aria-label={`${label} file`} onChange={(event) => void upload(event)} />
      <Flex gap="2" align="center" wrap="wrap">
        <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
          {value ? 'Choose another file' : 'Choose a file'}
        </Button>
        {value && (
          <>
            <Text fontSize="sm" data-testid="chosen-file">
              {value.name}
            </Text>
            <Button size="xs" variant="ghost" onClick={() => onChange(undefined)}>
              Remove
            </Button>
          </>
        )}
      </Flex>
      {help && !shown && <Field.HelperText>{help}</Field.HelperText>}
      {shown && <Field.ErrorText>{shown}</Field.ErrorText>}
    </Field.Root>
  );
}
