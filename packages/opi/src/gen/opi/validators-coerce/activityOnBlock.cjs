"use strict"; // Generated (tools/codegen)
const {validate72} = require("./_shared1.cjs");
exports.input = validate72;
