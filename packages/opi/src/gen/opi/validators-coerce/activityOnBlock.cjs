"use strict"; // Generated (tools/codegen)
const {validate30} = require("./_shared1.cjs");
exports.input = validate30;
