export const registerKeys = { settings: ['agent-register-settings'] as const, invitations: ['agent-invitations'] as const };
