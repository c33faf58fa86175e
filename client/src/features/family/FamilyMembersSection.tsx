import { Badge, Box, Button, Flex, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { inferRouterOutputs } from '@trpc/server';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { AppRouter } from '../../../../server/routers/index.ts';
import { notify } from '../../components/ToasterHost.tsx';
import { FormAlert, PageError } from '../../components/PageStates.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { UserSearchField } from '../settings/UserSearchField.tsx';
import { LIMITS } from '../../../../shared/limits/limits.ts';
import { TIMINGS } from '../../../../shared/common/constants.ts';
import { FAMILY_MESSAGES } from '../../../../shared/family/messages.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import {
  FAMILY_RELATION_LABELS,
  FAMILY_RELATIONS,
  type FamilyMemberUpdateInput,
  type FamilyRelation,
  type FamilyRowInput,
} from '../../../../shared/family/schemas.ts';
import {
  checkMemberEdit,
  checkNewRow,
  emptyRow,
  sameEdit,
  saveButtonLabel,
  type MemberEdit,
  type NewRow,
  type NonUserFields,
  type RowErrors,
} from './family-rows.ts';
import { SectionCard } from '../../components/SectionCard.tsx';

type Connection = inferRouterOutputs<AppRouter>['family']['list'][number];

const RELATION_OPTIONS = FAMILY_RELATIONS.map((value) => ({ value, label: FAMILY_RELATION_LABELS[value] }));
const APP_USER_OPTIONS = [
  { value: 'yes', label: 'Yes, they are on Rally' },
  { value: 'no', label: 'No, add their details' },
];

function NonUserInputs({
  values,
  onChange,
  errors,
}: {
  values: NonUserFields;
  onChange: (change: Partial<NonUserFields>) => void;
  errors: RowErrors | undefined;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <TextField
        label="First name"
        required
        value={values.firstName}
        onChange={(firstName) => onChange({ firstName })}
        error={errors?.firstName}
        maxLength={LIMITS.lastName.max}
      />
      <TextField
        label="Last name"
        required
        value={values.lastName}
        onChange={(lastName) => onChange({ lastName })}
        error={errors?.lastName}
        maxLength={LIMITS.lastName.max}
      />
      <TextField
        label="Age"
        required
        type="number"
        inputMode="numeric"
        min={LIMITS.familyMemberAge.min}
        max={LIMITS.familyMemberAge.max}
        value={values.age}
        onChange={(age) => onChange({ age })}
        error={errors?.age}
      />
      <TextField
        label="Phone"
        required
        type="tel"
        placeholder={SETTINGS_MESSAGES.phonePlaceholder}
        value={values.phoneNumber}
        onChange={(phoneNumber) => onChange({ phoneNumber })}
        error={errors?.phoneNumber}
      />
    </SimpleGrid>
  );
}

function RowFrame({
  title,
  onRemove,
  removing,
  children,
  testId,
}: {
  title: string;
  onRemove: () => void;
  removing?: boolean;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box as="fieldset" position="relative" borderWidth="1px" borderRadius="md" p="4" data-testid={testId}>
      {/* Floated so the legend sits inside the box instead of on its border. */}
      <Text as="legend" float="left" w="full" pr="20" mb="3" fontWeight="semibold">
        {title}
      </Text>
      <Button
        position="absolute"
        top="3"
        right="3"
        size="xs"
        variant="ghost"
        colorPalette="red"
        onClick={onRemove}
        loading={removing}
        aria-label={`Remove ${title}`}
      >
        Remove
      </Button>
      <Stack gap="3" clear="both">
        {children}
      </Stack>
    </Box>
  );
}

function SavedAppUserRow({ connection, onRemove, removing }: { connection: Connection; onRemove: () => void; removing: boolean }) {
  return (
    <RowFrame title={connection.name} onRemove={onRemove} removing={removing} testId="family-row-saved">
      <Flex gap="2" align="center" wrap="wrap">
        <Text>{FAMILY_RELATION_LABELS[connection.relation]}</Text>
        {connection.status === 'accepted' ? <Badge colorPalette="green">Connected</Badge> : <Badge colorPalette="orange">Pending</Badge>}
      </Flex>
      {connection.status === 'pending' && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {FAMILY_MESSAGES.requestSentTo(connection.name)}
        </Text>
      )}
    </RowFrame>
  );
}

function SavedNonUserRow({
  connection,
  edit,
  onEdit,
  errors,
  onRemove,
  removing,
}: {
  connection: Connection;
  edit: MemberEdit;
  onEdit: (change: Partial<MemberEdit>) => void;
  errors: RowErrors | undefined;
  onRemove: () => void;
  removing: boolean;
}) {
  return (
    <RowFrame title={connection.name} onRemove={onRemove} removing={removing} testId="family-row-saved">
      <Flex gap="2" align="center">
        <Badge>Not on Rally</Badge>
      </Flex>
      <SelectField
        label="Relation"
        placeholder="They are my..."
        value={edit.relation}
        onChange={(relation) => {
          if (relation) onEdit({ relation: relation as FamilyRelation });
        }}
        options={RELATION_OPTIONS}
        error={errors?.relation}
      />
      <NonUserInputs values={edit} onChange={onEdit} errors={errors} />
    </RowFrame>
  );
}

function NewRowEditor({
  row,
  index,
  onChange,
  onRemove,
  errors,
}: {
  row: NewRow;
  index: number;
  onChange: (change: Partial<NewRow>) => void;
  onRemove: () => void;
  errors: RowErrors | undefined;
}) {
  return (
    <RowFrame title={`New family member ${index + 1}`} onRemove={onRemove} testId="family-row-new">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <SelectField
          label="Relation"
          placeholder="They are my..."
          value={row.relation}
          onChange={(relation) => onChange({ relation: relation as NewRow['relation'] })}
          options={RELATION_OPTIONS}
          error={errors?.relation}
        />
        <SelectField
          label="Are they on Rally?"
          placeholder="Choose..."
          value={row.isGthUser === null ? '' : row.isGthUser ? 'yes' : 'no'}
          onChange={(value) => onChange({ isGthUser: value === '' ? null : value === 'yes', userId: null, displayName: null })}
          options={APP_USER_OPTIONS}
          error={errors?.isGthUser}
        />
      </SimpleGrid>
      {row.isGthUser === true &&
        (row.userId ? (
          <Flex gap="3" align="center" wrap="wrap">
            <Text role="status">{FAMILY_MESSAGES.selected(row.displayName ?? 'Unnamed Player')}</Text>
            <Button size="xs" variant="outline" onClick={() => onChange({ userId: null, displayName: null })}>
              Change
            </Button>
          </Flex>
        ) : (
          <UserSearchField
            label="Find them by e-mail or user ID"
            actionLabel="Select"
            error={errors?.userId}
            onPick={(user) => onChange({ userId: user.id, displayName: user.displayName ?? user.email ?? 'Unnamed Player' })}
          />
        ))}
      {row.isGthUser === false && <NonUserInputs values={row} onChange={onChange} errors={errors} />}
    </RowFrame>
  );
}

const editOf = (connection: Connection): MemberEdit => ({
  relation: connection.relation,
  firstName: connection.firstName ?? '',
  lastName: connection.lastName ?? '',
  age: connection.age === null ? '' : String(connection.age),
  phoneNumber: connection.phoneNumber ?? '',
});

/**
 * The family members section of the General tab (spec sections 2, 4, 5 and 8): saved rows (app
 * users, pending or connected; people without an account, editable), new rows, and one save.
 */
export function FamilyMembersSection() {
  const utils = trpc.useUtils();
  const list = trpc.family.list.useQuery();
  const save = trpc.family.save.useMutation();
  const remove = trpc.family.remove.useMutation();
  const [newRows, setNewRows] = useState<NewRow[]>([]);
  const [edits, setEdits] = useState<Record<string, MemberEdit>>({});
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const saved = list.data ?? [];
  const changedEdits = saved.filter((connection) => !connection.isGthUser && edits[connection.id] && !sameEdit(edits[connection.id]!, editOf(connection)));
  const nothingToSave = newRows.length === 0 && changedEdits.length === 0;
  const buttonLabel = saveButtonLabel([
    ...saved.map((connection) => ({ isSaved: true, isGthUser: connection.isGthUser, confirmed: connection.status === 'accepted' })),
    ...newRows.map((row) => ({ isSaved: false, isGthUser: row.isGthUser, confirmed: false })),
  ]);

  const updateRow = (key: string, change: Partial<NewRow>) => setNewRows((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const updateEdit = (connection: Connection, change: Partial<MemberEdit>) =>
    setEdits((current) => ({ ...current, [connection.id]: { ...(current[connection.id] ?? editOf(connection)), ...change } }));

  const removeSaved = (connection: Connection) =>
    remove.mutate(
      { connectionId: connection.id },
      {
        onSuccess: async () => {
          await utils.family.list.invalidate();
          setEdits(({ [connection.id]: _removed, ...rest }) => rest);
          void notify({ type: 'success', title: FAMILY_MESSAGES.removed, duration: TIMINGS.snackbarDeleteMs });
        },
        onError: (error) => void notify({ type: 'error', title: FAMILY_MESSAGES.removeFailed, description: errorMessage(error, 'Please try again.') }),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, RowErrors> = {};
    const add: FamilyRowInput[] = [];
    const update: FamilyMemberUpdateInput[] = [];
    for (const row of newRows) {
      const checked = checkNewRow(row);
      if (checked.errors) found[row.key] = checked.errors;
      else add.push(checked.input);
    }
    for (const connection of changedEdits) {
      const checked = checkMemberEdit(connection.id, edits[connection.id]!);
      if (checked.errors) found[connection.id] = checked.errors;
      else update.push(checked.input);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const unpicked = newRows.some((row) => row.isGthUser === true && !row.userId);
      setFormError(unpicked ? FAMILY_MESSAGES.selectFromResults : FAMILY_MESSAGES.checkFields);
      return;
    }
    setFormError(null);
    const sendsRequests = add.some((row) => row.isGthUser);
    save.mutate(
      { add, update },
      {
        onSuccess: async (result) => {
          await utils.family.list.invalidate();
          setNewRows([]);
          setEdits({});
          void notify({ type: 'success', title: result.requestsSent > 0 ? FAMILY_MESSAGES.requestSent : FAMILY_MESSAGES.updated });
        },
        onError: (error) =>
          void notify({
            type: 'error',
            title: sendsRequests ? FAMILY_MESSAGES.requestFailed : FAMILY_MESSAGES.updateFailed,
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );
  };

  return (
    <SectionCard title="Family members">
      {list.isPending ? (
        <Flex gap="2" align="center" role="status">
          <Spinner size="sm" />
          <Text>Loading family members...</Text>
        </Flex>
      ) : list.isError ? (
        <PageError message={FAMILY_MESSAGES.loadFailed} onRetry={() => void list.refetch()} />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Family members">
          <Stack gap="4">
            <Text color="fg.muted" fontSize="sm">
              Add the people in your family. Someone on Rally gets a request to confirm; for someone without an account (a young child, say) enter their
              details.
            </Text>
            {saved.length === 0 && newRows.length === 0 && <Text fontSize="sm">No family members yet.</Text>}
            {saved.map((connection) =>
              connection.isGthUser ? (
                <SavedAppUserRow
                  key={connection.id}
                  connection={connection}
                  onRemove={() => removeSaved(connection)}
                  removing={remove.isPending && remove.variables?.connectionId === connection.id}
                />
              ) : (
                <SavedNonUserRow
                  key={connection.id}
                  connection={connection}
                  edit={edits[connection.id] ?? editOf(connection)}
                  onEdit={(change) => updateEdit(connection, change)}
                  errors={errors[connection.id]}
                  onRemove={() => removeSaved(connection)}
                  removing={remove.isPending && remove.variables?.connectionId === connection.id}
                />
              ),
            )}
            {newRows.map((row, index) => (
              <NewRowEditor
                key={row.key}
                row={row}
                index={index}
                errors={errors[row.key]}
                onChange={(change) => updateRow(row.key, change)}
                onRemove={() => setNewRows((rows) => rows.filter((other) => other.key !== row.key))}
              />
            ))}
            <FormAlert status="error" message={formError} />
            <Flex gap="3" wrap="wrap">
              <Button variant="outline" onClick={() => setNewRows((rows) => [...rows, emptyRow()])}>
                Add family member
              </Button>
              {/* Shown only with something to save, so an untouched section offers no dead button. */}
              {!nothingToSave && (
                <Button type="submit" colorPalette="teal" loading={save.isPending}>
                  {buttonLabel}
                </Button>
              )}
            </Flex>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
