import { Container } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { Redirect } from '../../lib/redirect.tsx';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { FormFill } from '../../features/forms/FormFill.tsx';
import { trpc } from '../../lib/trpc.ts';
import { namesNothing } from '../../lib/errors.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { FORM_MESSAGES } from '../../../../shared/forms/messages.ts';
import { isUuid } from '../../../../shared/common/uuid.ts';

/** form/{id}: the published form; someone it is not for goes to form/access-denied. */
export default function FormFillPage() {
  const { id = '' } = useParams<{ id: string }>();
  const valid = isUuid(id);
  const form = trpc.forms.toFill.useQuery({ formId: id }, { enabled: valid, retry: false });
  useDocumentTitle(form.data && form.data.kind !== 'denied' ? form.data.title : undefined);
  if (!valid || (form.isError && namesNothing(form.error))) return <PageError message={FORM_MESSAGES.notFound} />;
  if (form.isPending) return <PageLoading />;
  if (form.isError) return <PageError message={FORM_MESSAGES.formLoadFailed} onRetry={() => void form.refetch()} />;
  const data = form.data;
  if (data.kind === 'denied') return <Redirect to="/form/access-denied" replace />;
  if (data.kind !== 'open') return <PageError message={data.kind === 'closed' ? FORM_MESSAGES.closed : FORM_MESSAGES.notPublished} />;
  return (
    <Container maxW="2xl" py="8">
      <FormFill
        key={data.versionId}
        formId={id}
        versionId={data.versionId}
        definition={data.definition}
        family={data.family}
        mine={data.mine}
        divisions={data.divisions}
      />
    </Container>
  );
}
