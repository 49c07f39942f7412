"use strict"; // Generated (tools/codegen)
const {validate34} = require("./_shared4.cjs");
const {validate35} = require("./_shared5.cjs");
exports.params = validate34;
exports.result = validate35;
