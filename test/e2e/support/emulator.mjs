// The Firebase Auth emulator helpers (start / reuse / stop by process group) live in
// scripts/emulator.mjs, shared with `npm start` and the contract tests; the e2e harness and
// scripts/test-all.mjs use them through this module.
export {
  AUTH_EMULATOR_HOST,
  AUTH_EMULATOR_PROJECT,
  isAuthEmulatorUp,
  startAuthEmulator,
} from '../../../scripts/emulator.mjs';
