"use strict"; // Generated (tools/codegen)
const {validate67} = require("./_shared4.cjs");
exports.UnixSeconds = validate67;
