"use strict"; // Generated (tools/codegen)
const {validate28} = require("./_shared3.cjs");
exports.input = validate28;
