import { ORG_TIERS } from '@qafila/contracts';
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAction } from '../../../../actions/useAction.ts';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../../../components/Card/Card.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { useToast } from '../../../../components/Toast/Toast.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import type { AdminDashboardProps, CreatedOrganization, NewOrganizationInput } from '../../types.ts';
import { messages } from '../AdminDashboard.messages.ts';
import { useFailureToast } from '../shared.tsx';
import { enterpriseMessages as em } from './EnterpriseTab.messages.ts';

const emptyOrg: NewOrganizationInput = {
  name: '',
  subdomain: '',
  subscriptionTier: 'starter',
  customDomain: '',
  adminEmail: '',
  adminName: '',
};

/** A host name: left to right, neither capitalised nor spell-checked. */
function HostInput(props: ComponentProps<typeof Input>) {
  return <Input dir="ltr" autoCapitalize="none" spellCheck={false} {...props} />;
}

export function CreateOrganization({
  baseDomain,
  onCreate,
}: {
  baseDomain: string;
  onCreate: AdminDashboardProps['onCreateOrganization'];
}) {
  const intl = useIntl();
  const { toast } = useToast();
  const failure = useFailureToast();
  const headingId = useId();
  const [values, setValues] = useState<NewOrganizationInput>(emptyOrg);
  const [created, setCreated] = useState<CreatedOrganization | null>(null);
  const set = (key: keyof NewOrganizationInput) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  const create = useAction(onCreate, {
    success: ({ organization }) => ({
      title: intl.formatMessage(em.createdTitle),
      description: intl.formatMessage(em.created_toast, { domain: `${organization.subdomain}.${baseDomain}` }),
    }),
    failure: failure(em.createFailed),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.busy) return;
    if (!values.name.trim() || !values.subdomain.trim() || !values.adminEmail.trim()) {
      toast({
        title: intl.formatMessage(em.validationTitle),
        description: intl.formatMessage(em.validation),
        variant: 'destructive',
      });
      return;
    }
    const result = await create.run(values);
    if (result?.ok) {
      setCreated(result);
      setValues(emptyOrg);
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h3" id={headingId}>
          {intl.formatMessage(em.createHeading)}
        </CardTitle>
      </CardHeader>
      <CardBody>
        <Stack space="md">
          {created ? (
            <Alert
              tone="positive"
              title={intl.formatMessage(em.credentialsTitle, { name: created.organization.name })}
              onDismiss={() => setCreated(null)}
            >
              {intl.formatMessage(em.credentials, {
                username: created.admin.username,
                password: created.admin.password,
              })}
            </Alert>
          ) : null}
          <Stack as="form" space="md" noValidate onSubmit={submit}>
            <Tiles minItemWidth="md" fit space="md">
              <Field label={intl.formatMessage(em.orgName)} required>
                <Input name="name" value={values.name} onChange={set('name')} autoComplete="organization" />
              </Field>
              <Field
                label={intl.formatMessage(em.subdomain)}
                required
                hint={intl.formatMessage(em.subdomainHint, {
                  example: `${values.subdomain.trim().toLowerCase() || 'company'}.${baseDomain}`,
                })}
              >
                <HostInput name="subdomain" value={values.subdomain} onChange={set('subdomain')} />
              </Field>
              <Field label={intl.formatMessage(em.tier)}>
                <Select
                  name="subscriptionTier"
                  value={values.subscriptionTier}
                  onChange={set('subscriptionTier')}
                  options={ORG_TIERS.map((tier) => ({ value: tier, label: intl.formatMessage(em[`tier_${tier}`]) }))}
                />
              </Field>
              <Field label={intl.formatMessage(em.customDomain)} hint={intl.formatMessage(em.customDomainHint)}>
                <HostInput name="customDomain" value={values.customDomain} onChange={set('customDomain')} />
              </Field>
              <Field label={intl.formatMessage(em.adminEmail)} required>
                <Input
                  name="adminEmail"
                  type="email"
                  value={values.adminEmail}
                  onChange={set('adminEmail')}
                  autoComplete="off"
                />
              </Field>
              <Field label={intl.formatMessage(em.adminName)}>
                <Input name="adminName" value={values.adminName} onChange={set('adminName')} autoComplete="off" />
              </Field>
            </Tiles>
            <Inline space="sm">
              <Button type="submit" loading={create.busy} loadingLabel={intl.formatMessage(messages.saving)}>
                {intl.formatMessage(em.createSubmit)}
              </Button>
            </Inline>
          </Stack>
        </Stack>
      </CardBody>
    </Card>
  );
}
