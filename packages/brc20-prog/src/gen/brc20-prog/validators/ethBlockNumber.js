// Generated from specs/openrpc/brc20-prog.yaml (`eth_blockNumber`) by tools/codegen. Do not edit.

import { fail, typeFail } from "@gw/runtime/validator-support";
import { checkEthQuantity } from "@gw/runtime/common-validators/EthQuantity";

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 0) fail(errors, path, "#/maxItems", "maxItems", { limit: 0 }, "must NOT have more than 0 items");
		if (data.length < 0) fail(errors, path, "#/minItems", "minItems", { limit: 0 }, "must NOT have fewer than 0 items");
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	checkEthQuantity(errors, data, path, "#");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
