import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { describeAuthPortContract } from './AuthPort.contract';

let enumerationProtection = false;

describeAuthPortContract<InMemoryAuth>({
  name: 'InMemoryAuth',
  createAuth: ({ google }) => new InMemoryAuth({ enumerationProtection, googleAccount: google }),
  async setEnumerationProtection(enabled) {
    enumerationProtection = enabled;
  },
  async passwordResetMails(auth) {
    return [...auth.sentPasswordResets];
  },
});
