"use strict"; // Generated (tools/codegen)
const {validate62} = require("./_shared1.cjs");
const {validate63} = require("./_shared3.cjs");
exports.params = validate62;
exports.result = validate63;
