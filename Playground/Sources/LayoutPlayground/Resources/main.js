"use strict";
// Runs last: every part of the page is defined.
start().catch((error) => setStatus(String(error), true));
