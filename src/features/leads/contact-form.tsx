// The contact form (/contact): a message to the team.
import { TextField } from './form-fields';
import { LeadFormShell, textFieldProps } from './lead-form-shell';
import { useLeadForm, type FormValues } from './use-lead-form';
import { replyPromise } from '../../content/facts/promise-phrases';

const ORDER = ['name', 'email', 'phone', 'subject', 'message', 'consent'];
const EMPTY: FormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  consent: false,
};

export function ContactForm() {
  const form = useLeadForm({ kind: 'contact', empty: EMPTY, order: ORDER });
  const text = (name: Parameters<typeof textFieldProps>[1]) => textFieldProps(form, name);
  return (
    <LeadFormShell
      form={form}
      id="contact-form"
      title="Send us a message"
      intro={`Fields marked * are required. We reply ${replyPromise}.`}
      what="message"
      order={ORDER}
      submitLabel="Send message"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...text('name')} required autoComplete="name" />
        <TextField
          {...text('email')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
        />
      </div>
      <TextField
        {...text('phone')}
        label="Phone number (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="If you would like a call back"
      />
      <TextField {...text('subject')} required />
      <TextField {...text('message')} required multiline />
    </LeadFormShell>
  );
}
