export const ROLES_KEY = 'slabworks:roles';
export const ALLOW_DORMANT_KEY = 'slabworks:allow-dormant';
export const SERVER_CALLER_KEY = 'slabworks:server-caller';
export const MULTIPART_KEY = 'slabworks:multipart';
