"use strict"; // Generated (tools/codegen)
const {validate52} = require("./_shared2.cjs");
const {validate61} = require("./_shared4.cjs");
exports.params = validate52;
exports.result = validate61;
