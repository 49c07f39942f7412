"use strict"; // Generated (tools/codegen)
const {validate38} = require("./_shared3.cjs");
exports.UnixMillis = validate38;
