// Prints README's configuration table from the one list of variables.
import { configTable } from './config-table-lines';

console.log(configTable());
