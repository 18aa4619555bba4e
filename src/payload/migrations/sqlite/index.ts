import * as migration_20261122_184203_initial from './20261122_184203_initial';

export const migrations = [
  {
    up: migration_20261122_184203_initial.up,
    down: migration_20261122_184203_initial.down,
    name: '20261122_184203_initial'
  },
];
