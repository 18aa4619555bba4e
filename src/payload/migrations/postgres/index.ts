import * as migration_20261122_184209_initial from './20261122_184209_initial';

export const migrations = [
  {
    up: migration_20261122_184209_initial.up,
    down: migration_20261122_184209_initial.down,
    name: '20261122_184209_initial'
  },
];
