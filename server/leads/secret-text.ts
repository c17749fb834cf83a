// A setting that must never be printed (the SMTP password, the webhook's signing secret): its value
// sits in a private field, so logging the settings that hold it, JSON.stringify or util.inspect show
// "[secret]", and the code that needs the value asks for it by name with reveal().

const SHOWN = '[secret]';

export class SecretText {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  toString(): string {
    return SHOWN;
  }

  toJSON(): string {
    return SHOWN;
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return SHOWN;
  }
}
