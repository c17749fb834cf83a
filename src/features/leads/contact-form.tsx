// The contact form (/contact): a message to the team.
import { TextField } from './form-fields';
import { LeadFormShell, textFieldProps } from './lead-form-shell';
import { useLeadForm, type FormValues } from './use-lead-form';
import { replyPromise } from '../../../shared/facts/promise-phrases';
import { leadFieldsIn } from '../../../shared/leads/lead-fields';
import { messageSubmit } from '../../../shared/visitor-words';

const EMPTY: FormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  consent: false,
};
const ORDER = leadFieldsIn(EMPTY);

export function ContactForm() {
  const form = useLeadForm({ kind: 'contact', empty: EMPTY, order: ORDER });
  const text = (name: Parameters<typeof textFieldProps>[1]) => textFieldProps(form, name);
  return (
    <LeadFormShell
      form={form}
      id="contact-form"
      title="Send us a message"
      intro={`Fields marked * are required, with an email address or a phone number for our reply. We reply ${replyPromise}.`}
      what="message"
      order={ORDER}
      submitLabel={messageSubmit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...text('name')} required autoComplete="name" />
        <TextField
          {...text('email')}
          hint="Or give a phone number below"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
      </div>
      <TextField
        {...text('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="Or give an email address above. Any country: with its code if it is not Indian, e.g. +44 20 7946 0958"
      />
      <TextField {...text('subject')} />
      <TextField {...text('message')} required multiline />
    </LeadFormShell>
  );
}
