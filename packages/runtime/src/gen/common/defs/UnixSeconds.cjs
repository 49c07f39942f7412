"use strict"; // Generated (tools/codegen)
const {validate39} = require("./_shared3.cjs");
exports.UnixSeconds = validate39;
