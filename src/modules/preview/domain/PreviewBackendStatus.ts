/** Whether the workspace's own backend (the local Auth emulator) answers. */
export type PreviewBackendStatus = 'running' | 'disconnected';
