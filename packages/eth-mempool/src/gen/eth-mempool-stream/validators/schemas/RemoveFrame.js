// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, join, limitFail, requiredFail, typeFail, ucs2length } from "@gw/runtime/validator-support";
import { checkEthHash } from "@gw/runtime/common-validators/EthHash";

export function RemoveFrame(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.hash === undefined) requiredFail(errors, path, "#", "hash");
		if (data.reason === undefined) requiredFail(errors, path, "#", "reason");
		if (data.seq === undefined) requiredFail(errors, path, "#", "seq");
		if (data.type !== undefined) {
			const data0 = data.type;
			if (data0 !== "remove") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "remove" }, "must be equal to constant");
			checkFrameType(errors, data0, path, "#/properties/type/allOf/0", "type");
		}
		if (data.hash !== undefined) checkEthHash(errors, data.hash, path, "#/properties/hash", "hash");
		if (data.reason !== undefined) {
			const data1 = data.reason;
			if (typeof data1 == "string") {
				if (ucs2length(data1) < 1) fail(errors, path + "/reason", "#/properties/reason/minLength", "minLength", { limit: 1 }, "must NOT have fewer than 1 characters");
			} else typeFail(errors, path + "/reason", "#/properties/reason", "string");
		}
		if (data.seq !== undefined) checkStreamSeq(errors, data.seq, path, "#/properties/seq", "seq");
	} else typeFail(errors, path, "#", "object");
	RemoveFrame.errors = errors.length === 0 ? null : errors;
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
