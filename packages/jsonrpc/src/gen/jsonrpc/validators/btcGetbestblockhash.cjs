"use strict"; // Generated (tools/codegen)
const {validate62} = require("./_shared1.cjs");
const {validate64} = require("./_shared4.cjs");
exports.params = validate62;
exports.result = validate64;
