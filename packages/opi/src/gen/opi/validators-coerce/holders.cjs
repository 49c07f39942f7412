"use strict"; // Generated (tools/codegen)
const {validate66} = require("./_shared3.cjs");
exports.input = validate66;
