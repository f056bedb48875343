// The shared schemas the admin's page builds as it loads: its forms check
// drafts with them, and its files and admins modules define theirs beside the
// names and limits it shows. Imported on its own before that page (app.tsx),
// so that building them is a task of its own rather than part of the one
// that starts a big dashboard.
import './schemas-without-eval.ts';
import '#shared/schemas.ts';
import '#shared/award-schemas.ts';
import '#shared/room-export.ts';
import '#shared/admins.ts';
