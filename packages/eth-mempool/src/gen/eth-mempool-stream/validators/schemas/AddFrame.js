// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, failed, isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { TxRecord } from "./TxRecord.js";

export function AddFrame(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.record === undefined) requiredFail(errors, path, "#", "record");
		if (data.seq === undefined) requiredFail(errors, path, "#", "seq");
		if (data.type !== undefined) {
			const data0 = data.type;
			if (data0 !== "add") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "add" }, "must be equal to constant");
			checkFrameType(errors, data0, path, "#/properties/type/allOf/0", "type");
		}
		if (data.record !== undefined) {
			if (!TxRecord(data.record)) errors.push(...failed(TxRecord, data.record, path + "/record"));
		}
		if (data.seq !== undefined) {
			const data1 = data.seq;
			checkStreamSeq(errors, data1, path, "#/properties/seq/allOf/0", "seq");
		}
	} else typeFail(errors, path, "#", "object");
	AddFrame.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `FrameType`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkFrameType(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}

/** `StreamSeq`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkStreamSeq(errors, data, path, schemaPath, key, propertyName) {
	if (!isInteger(data)) typeFail(errors, join(path, key), schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, join(path, key), schemaPath, "minimum", 0, propertyName);
	}
}
