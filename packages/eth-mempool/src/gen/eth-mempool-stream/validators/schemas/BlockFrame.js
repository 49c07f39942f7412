// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkEthHash } from "@gw/runtime/common-validators/EthHash";

export function BlockFrame(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.number === undefined) requiredFail(errors, path, "#", "number");
		if (data.hash === undefined) requiredFail(errors, path, "#", "hash");
		if (data.removed === undefined) requiredFail(errors, path, "#", "removed");
		if (data.seq === undefined) requiredFail(errors, path, "#", "seq");
		if (data.type !== undefined) {
			const data0 = data.type;
			if (data0 !== "block") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "block" }, "must be equal to constant");
			checkFrameType(errors, data0, path, "#/properties/type/allOf/0", "type");
		}
		if (data.number !== undefined) {
			const data1 = data.number;
			if (!isInteger(data1)) typeFail(errors, path + "/number", "#/properties/number", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/number", "#/properties/number", "minimum", 0);
			}
		}
		if (data.hash !== undefined) checkEthHash(errors, data.hash, path, "#/properties/hash", "hash");
		if (data.removed !== undefined) {
			const data2 = data.removed;
			if (!isInteger(data2)) typeFail(errors, path + "/removed", "#/properties/removed", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/removed", "#/properties/removed", "minimum", 0);
			}
		}
		if (data.seq !== undefined) checkStreamSeq(errors, data.seq, path, "#/properties/seq", "seq");
	} else typeFail(errors, path, "#", "object");
	BlockFrame.errors = errors.length === 0 ? null : errors;
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
