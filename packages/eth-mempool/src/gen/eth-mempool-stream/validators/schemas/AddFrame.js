// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { TxRecord } from "./TxRecord.js";

export function AddFrame(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.record === undefined) requiredFail(errors, path, "#", "record");
		if (data.seq === undefined) requiredFail(errors, path, "#", "seq");
		if (data.type !== undefined) {
			const data0 = data.type;
			if (data0 !== "add") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "add" }, "must be equal to constant");
			checkFrameType(errors, data0, path + "/type", "#/properties/type/allOf/0");
		}
		if (data.record !== undefined) {
			if (!TxRecord(data.record, path + "/record")) errors.push(...TxRecord.errors);
		}
		if (data.seq !== undefined) {
			const data1 = data.seq;
			checkStreamSeq(errors, data1, path + "/seq", "#/properties/seq/allOf/0");
		}
	} else typeFail(errors, path, "#", "object");
	AddFrame.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `FrameType`, checked where it is used. */
function checkFrameType(errors, data, path, schemaPath, propertyName) {
	if (typeof data != "string") typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `StreamSeq`, checked where it is used. */
function checkStreamSeq(errors, data, path, schemaPath, propertyName) {
	if (!isInteger(data)) typeFail(errors, path, schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, path, schemaPath, "minimum", 0, propertyName);
	}
}
