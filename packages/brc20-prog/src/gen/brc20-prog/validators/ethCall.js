// Generated from specs/openrpc/brc20-prog.yaml (`eth_call`) by tools/codegen. Do not edit.

import { fail, failed, typeFail } from "@gw/runtime/validator-support";
import { BlockNumberOrTagOrHash } from "./schemas/BlockNumberOrTagOrHash.js";
import { EthCallRequest } from "./schemas/EthCallRequest.js";
import { checkHex0x } from "@gw/runtime/common-validators/Hex0x";

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 2) fail(errors, path, "#/maxItems", "maxItems", { limit: 2 }, "must NOT have more than 2 items");
		if (data.length < 1) fail(errors, path, "#/minItems", "minItems", { limit: 1 }, "must NOT have fewer than 1 items");
		if (data.length > 0) {
			if (!EthCallRequest(data[0])) errors.push(...failed(EthCallRequest, data[0], path + "/0"));
		}
		if (data.length > 1) {
			if (!BlockNumberOrTagOrHash(data[1])) errors.push(...failed(BlockNumberOrTagOrHash, data[1], path + "/1"));
		}
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	checkHex0x(errors, data, path, "#");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
