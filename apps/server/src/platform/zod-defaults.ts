// The server's schemas are zod/mini, which, unlike classic zod, installs nothing of its own: no
// English messages (an issue would read only "Invalid input") and no memoizer (the one that lets
// objects and arrays parse a value whose references form a cycle). Both are configured here, as
// classic zod did on its first schema, so answers keep their messages. Imported before any schema
// is built: by the entry point, by the app plugin, by the configuration and by the test setup.
import { z } from 'zod/mini';

z.config(z.locales.en());
z.config({ memoizer: z.memoizer() });
